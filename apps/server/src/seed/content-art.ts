/**
 * Illustrations drawn for the demo chain (plain SVG, no scripts or external references), so the
 * demo's promotion, schematics and recipes show real pictures through the media pipeline.
 */
const svg = (body: string, w = 640, h = 400) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="Helvetica, Arial, sans-serif">${body}</svg>`;

const label = (x: number, y: number, text: string, size = 18, fill = '#3b2418', anchor = 'middle') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="600">${text}</text>`;

/** A tall iced cold brew glass on a warm background: the promotion and Home card image. */
export const PROMOTION_ART = svg(`
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e7d8"/><stop offset="1" stop-color="#e2b98f"/></linearGradient>
    <linearGradient id="brew" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a4a2a"/><stop offset="1" stop-color="#3b2418"/></linearGradient>
  </defs>
  <rect width="640" height="400" fill="url(#bg)"/>
  <circle cx="520" cy="80" r="120" fill="#fff" opacity="0.25"/>
  <path d="M230 90 L410 90 L385 350 Q380 370 360 370 L280 370 Q260 370 255 350 Z" fill="#fff" opacity="0.55" stroke="#3b2418" stroke-width="4"/>
  <path d="M240 150 L400 150 L382 345 Q378 360 360 360 L280 360 Q262 360 258 345 Z" fill="url(#brew)"/>
  <path d="M240 150 L400 150 L396 190 L244 190 Z" fill="#f3e4d1" opacity="0.9"/>
  <rect x="270" y="200" width="40" height="36" rx="6" fill="#fff" opacity="0.7" transform="rotate(-12 290 218)"/>
  <rect x="320" y="240" width="40" height="36" rx="6" fill="#fff" opacity="0.6" transform="rotate(14 340 258)"/>
  <rect x="338" y="40" width="12" height="170" rx="6" fill="#c8553d" transform="rotate(12 344 125)"/>
  ${label(120, 170, 'COLD', 44, '#3b2418')}
  ${label(120, 220, 'BREW', 44, '#3b2418')}
  ${label(120, 260, 'SEASON', 22, '#7a4a2a')}
  ${label(530, 330, 'Buy one,', 22, '#3b2418')}
  ${label(530, 358, 'second half off', 18, '#3b2418')}
`);

/** The bar from above: stations along the counter in the order a drink moves. */
export const BAR_LAYOUT_ART = svg(`
  <rect width="640" height="400" fill="#faf6f1"/>
  ${label(320, 36, 'Bar layout: drink flow left to right', 20)}
  <rect x="30" y="70" width="580" height="120" rx="10" fill="#e9ddd0" stroke="#3b2418" stroke-width="3"/>
  <rect x="45" y="85" width="100" height="90" rx="8" fill="#fff" stroke="#7a4a2a" stroke-width="2"/>${label(95, 135, 'POS', 16)}
  <rect x="160" y="85" width="100" height="90" rx="8" fill="#fff" stroke="#7a4a2a" stroke-width="2"/>${label(210, 128, 'Cups', 16)}${label(210, 148, '&amp; lids', 14)}
  <rect x="275" y="85" width="150" height="90" rx="8" fill="#3b2418"/>${label(350, 128, 'Espresso', 16, '#fff')}${label(350, 148, '2 groups', 13, '#f3e4d1')}
  <rect x="440" y="85" width="70" height="90" rx="8" fill="#fff" stroke="#7a4a2a" stroke-width="2"/>${label(475, 128, 'Milk', 14)}${label(475, 146, 'fridge', 12)}
  <rect x="525" y="85" width="70" height="90" rx="8" fill="#c8553d"/>${label(560, 135, 'Hand-off', 12, '#fff')}
  <path d="M60 230 L580 230" stroke="#c8553d" stroke-width="6" stroke-linecap="round" marker-end="url(#arrow)"/>
  <defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="6" refY="5" orient="auto"><path d="M0 0 L10 5 L0 10 Z" fill="#c8553d"/></marker></defs>
  <rect x="30" y="270" width="270" height="100" rx="10" fill="#e9ddd0" stroke="#3b2418" stroke-width="3"/>${label(165, 315, 'Back bar: grinders', 16)}${label(165, 340, 'house / decaf / single origin', 13)}
  <rect x="340" y="270" width="270" height="100" rx="10" fill="#e9ddd0" stroke="#3b2418" stroke-width="3"/>${label(475, 315, 'Brew station', 16)}${label(475, 340, 'batch brewer / cold brew tap', 13)}
`);

/** The daily clean of the espresso machine: group heads, portafilters, steam wands. */
export const ESPRESSO_CLEAN_ART = svg(`
  <rect width="640" height="400" fill="#f4f7f8"/>
  ${label(320, 36, 'Espresso machine: daily clean', 20)}
  <rect x="90" y="70" width="460" height="170" rx="14" fill="#9aa7ad" stroke="#2f3b40" stroke-width="4"/>
  <rect x="110" y="90" width="420" height="40" rx="6" fill="#2f3b40"/>${label(320, 117, 'Run the cleaning cycle after close', 15, '#fff')}
  <circle cx="220" cy="180" r="34" fill="#2f3b40"/><circle cx="420" cy="180" r="34" fill="#2f3b40"/>
  <rect x="160" y="212" width="120" height="16" rx="8" fill="#3b2418"/><rect x="360" y="212" width="120" height="16" rx="8" fill="#3b2418"/>
  <path d="M540 140 L590 260" stroke="#2f3b40" stroke-width="8" stroke-linecap="round"/>
  <g font-size="15" fill="#2f3b40">
    <text x="60" y="290">1. Blind basket + 1 tsp cleaner, 5 × 10 s backflush</text>
    <text x="60" y="315">2. Rinse: 5 × 10 s backflush with water only</text>
    <text x="60" y="340">3. Scrub group gaskets and screens with the group brush</text>
    <text x="60" y="365">4. Soak portafilters and baskets 20 min; purge and wipe steam wands</text>
  </g>
`);

/** The pastry case from the front: what goes on which shelf. */
export const PASTRY_CASE_ART = svg(`
  <rect width="640" height="400" fill="#fffaf3"/>
  ${label(320, 36, 'Pastry case: shelf map', 20)}
  <rect x="60" y="60" width="520" height="300" rx="12" fill="#f1e3cf" stroke="#3b2418" stroke-width="4"/>
  <line x1="60" y1="160" x2="580" y2="160" stroke="#3b2418" stroke-width="3"/>
  <line x1="60" y1="260" x2="580" y2="260" stroke="#3b2418" stroke-width="3"/>
  ${label(320, 100, 'Top: croissants, pain au chocolat', 16)}
  ${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${110 + i * 85}" cy="135" rx="32" ry="14" fill="#d99a4e"/>`).join('')}
  ${label(320, 200, 'Middle: muffins and scones (labels facing out)', 16)}
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${110 + i * 85}" cy="235" r="18" fill="#a0612f"/>`).join('')}
  ${label(320, 300, 'Bottom: sandwiches and GF items (cold zone)', 16)}
  ${[0, 1, 2, 3].map((i) => `<rect x="${100 + i * 125}" y="318" width="90" height="30" rx="4" fill="#e8c7a0" stroke="#7a4a2a"/>`).join('')}
`);

/** A latte with a rosetta, for espresso bar recipes. */
export const LATTE_ART = svg(
  `
  <rect width="400" height="300" fill="#f3e4d1"/>
  <ellipse cx="200" cy="160" rx="150" ry="120" fill="#fff" stroke="#3b2418" stroke-width="4"/>
  <ellipse cx="200" cy="160" rx="120" ry="95" fill="#a0612f"/>
  <path d="M200 90 Q240 120 200 150 Q160 180 200 210 Q240 230 200 250" stroke="#f6ead9" stroke-width="16" fill="none" stroke-linecap="round"/>
  <path d="M170 110 Q200 120 230 110 M165 140 Q200 155 235 140 M168 172 Q200 186 232 172 M175 204 Q200 214 225 204" stroke="#f6ead9" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M345 130 Q395 160 345 190" stroke="#3b2418" stroke-width="10" fill="none"/>
`,
  400,
  300,
);

/** A cold brew batch: bucket, filter bag, ratio. */
export const COLD_BREW_ART = svg(
  `
  <rect width="400" height="300" fill="#eef3f1"/>
  <path d="M110 70 L290 70 L270 260 L130 260 Z" fill="#fff" stroke="#2f3b40" stroke-width="4"/>
  <path d="M118 120 L282 120 L270 252 L130 252 Z" fill="#3b2418"/>
  <path d="M160 60 Q200 150 240 60" fill="#d9c8a9" stroke="#7a4a2a" stroke-width="3"/>
  <text x="200" y="200" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#f3e4d1" text-anchor="middle">1 : 8</text>
  <text x="200" y="290" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#2f3b40" text-anchor="middle">18 h steep, cold</text>
`,
  400,
  300,
);
