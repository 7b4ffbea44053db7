import { count, eq } from 'drizzle-orm';
import type { RecipeType } from '@dripp/contract/recipes';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  DASHBOARD_MEDIA_OWNER,
  PROMOTION_MEDIA_OWNER,
  RECIPE_MEDIA_OWNER,
  SCHEMATIC_MEDIA_OWNER,
  dashboard,
  promotion,
  recipes,
  schematics,
  stores,
} from '../db/schema/index';
import { attachMedia } from '../platform/media/media';
import { acceptUpload } from '../platform/media/upload';
import {
  BAR_LAYOUT_ART,
  COLD_BREW_ART,
  ESPRESSO_CLEAN_ART,
  LATTE_ART,
  PASTRY_CASE_ART,
  PROMOTION_ART,
} from './content-art';

export type MediaConfig = Pick<Config, 'dataDir' | 'mediaUrl' | 'mediaMaxImageBytes' | 'mediaMaxVideoBytes'>;

interface DemoRecipe {
  name: string;
  type: RecipeType;
  content: string;
  art?: [string, string];
}

const steps = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const sizes = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** The chain's recipe book as a store would use it: sizes, shots, grams, temperatures and steps. */
export const DEMO_RECIPES: DemoRecipe[] = [
  {
    name: 'Caffè Latte',
    type: 'espresso-bar',
    art: ['latte.svg', LATTE_ART],
    content:
      `<p><strong>Milk:</strong> whole unless asked; steam to 140–150 °F (60–65 °C).</p>` +
      sizes(
        '12 oz: 1 shot (18 g in, 36 g out), 10 oz milk',
        '16 oz: 2 shots, 12 oz milk',
        '20 oz: 2 shots, 16 oz milk',
      ) +
      steps(
        'Pull the shot into the cup (25–30 s).',
        'Stretch the milk for 3–4 s, then roll it to 140–150 °F.',
        'Pour from high, then drop close and finish with a rosetta or heart.',
      ),
  },
  {
    name: 'Oat Milk Latte',
    type: 'espresso-bar',
    content:
      `<p><strong>Milk:</strong> barista oat milk, steam to 135 °F (57 °C) — it scorches sooner than dairy.</p>` +
      sizes('12 oz: 1 shot, 10 oz oat milk', '16 oz: 2 shots, 12 oz oat milk', '20 oz: 2 shots, 16 oz oat milk') +
      steps(
        'Shake the carton before steaming.',
        'Stretch 2 s only, roll to 135 °F.',
        'Pour at once; oat foam sets fast.',
      ),
  },
  {
    name: 'Cortado',
    type: 'espresso-bar',
    content:
      `<p>4.5 oz glass. Equal parts espresso and milk.</p>` +
      steps(
        'Pull a double (18 g in, 36 g out).',
        'Steam 2 oz whole milk to 130 °F with very little foam.',
        'Pour flat; no art.',
      ),
  },
  {
    name: 'House Drip',
    type: 'coffee-bar',
    content:
      `<p><strong>Ratio:</strong> 60 g coffee per litre; water 200 °F (93 °C); medium grind (setting 7).</p>` +
      steps('Rinse the filter.', 'Brew 1.9 L (114 g coffee).', 'Label with the time; discard after 30 minutes.'),
  },
  {
    name: 'Pour-Over (Single Origin)',
    type: 'coffee-bar',
    content:
      `<p>22 g coffee, 350 g water at 205 °F (96 °C), medium-fine grind. Total time 3:00–3:30.</p>` +
      steps(
        'Bloom with 50 g water for 40 s.',
        'Pour in slow circles to 200 g by 1:15.',
        'Finish to 350 g by 2:00; let it draw down.',
      ),
  },
  {
    name: 'Café au Lait',
    type: 'coffee-bar',
    content:
      sizes('12 oz: 6 oz drip, 6 oz steamed milk', '16 oz: 8 oz drip, 8 oz steamed milk') +
      `<p>Milk to 150 °F, little foam.</p>`,
  },
  {
    name: 'Chai Latte',
    type: 'tea-bar',
    content:
      sizes(
        '12 oz: 4 oz chai concentrate, 8 oz milk',
        '16 oz: 5 oz concentrate, 11 oz milk',
        '20 oz: 6 oz concentrate, 14 oz milk',
      ) +
      steps('Steam concentrate and milk together to 150 °F.', 'Dust with cinnamon.', 'Oat or almond milk on request.'),
  },
  {
    name: 'London Fog',
    type: 'tea-bar',
    content: steps(
      'Steep 2 Earl Grey sachets in 6 oz water at 208 °F for 4 minutes.',
      'Add 2 pumps vanilla (3 for 16 oz).',
      'Top with steamed milk to 150 °F.',
    ),
  },
  {
    name: 'Matcha Latte',
    type: 'tea-bar',
    content:
      `<p>2 g ceremonial matcha per 12 oz (3 g for 16 oz).</p>` +
      steps(
        'Whisk the matcha with 2 oz water at 175 °F until smooth.',
        'Add 1 pump honey syrup.',
        'Top with steamed milk to 150 °F.',
      ),
  },
  {
    name: 'Iced Latte',
    type: 'cooling-aids',
    content:
      sizes('16 oz: 2 shots, 8 oz cold milk, ice to the line', '24 oz: 3 shots, 12 oz cold milk, ice to the line') +
      steps('Ice first, then milk.', 'Pour the shots over the top last.'),
  },
  {
    name: 'Cold Brew on Tap',
    type: 'cooling-aids',
    content:
      sizes('16 oz: ice to the line, 12 oz cold brew', '24 oz: ice to the line, 18 oz cold brew') +
      `<p>Sweet cream float on request: 1.5 oz.</p>`,
  },
  {
    name: 'Iced Oat Shaken Espresso',
    type: 'cooling-aids',
    content: steps(
      'Shaker: 3 shots, 2 pumps brown sugar syrup, full cup of ice.',
      'Shake hard 10 times.',
      'Strain into a 16 oz cup and top with oat milk.',
    ),
  },
  {
    name: 'Espresso Tonic',
    type: 'cofftails-dreams',
    content: steps(
      '16 oz glass full of ice.',
      '6 oz tonic water.',
      'Float a double shot on top; garnish with an orange peel.',
    ),
  },
  {
    name: 'Affogato',
    type: 'cofftails-dreams',
    content: `<p>One 3 oz scoop of vanilla gelato in a 6 oz cup; pour a fresh double shot over it at the counter.</p>`,
  },
  {
    name: 'Cold Brew Concentrate',
    type: 'batch-recipes',
    art: ['cold-brew.svg', COLD_BREW_ART],
    content:
      `<p><strong>Yield:</strong> about 9 L of concentrate. Ratio 1 : 8 (coffee : water).</p>` +
      steps(
        'Put 1.2 kg coarse-ground cold brew blend in the filter bag.',
        'Add 9.6 L cold filtered water; stir gently so all grounds are wet.',
        'Steep 18 hours in the walk-in (38 °F / 3 °C).',
        'Pull the bag, let it drain 10 minutes; do not squeeze.',
        'Label and date; use within 7 days. Serve 1 : 1 with water.',
      ),
  },
  {
    name: 'Chai Concentrate',
    type: 'batch-recipes',
    content: steps(
      'Bring 4 L water to a boil with 12 cinnamon sticks, 40 g sliced ginger, 20 g cardamom pods, 10 g cloves.',
      'Simmer 15 minutes, add 80 g black tea, steep 5 minutes off the heat.',
      'Strain, stir in 1.2 kg cane sugar until dissolved.',
      'Cool, label, refrigerate; use within 5 days.',
    ),
  },
  {
    name: 'Vanilla Syrup',
    type: 'batch-recipes',
    content: steps(
      'Heat 2 L water and 2 kg sugar to dissolve (do not boil).',
      'Off the heat, add 30 ml vanilla extract.',
      'Cool and bottle; use within 14 days.',
    ),
  },
  {
    name: 'Breakfast Sandwich',
    type: 'hot-food-prep',
    content:
      `<p>Oven 350 °F (175 °C). Internal temperature must reach 165 °F (74 °C).</p>` +
      steps(
        'Take from the freezer in the morning; thaw in the fridge for 1 hour.',
        'Bake 12 minutes in its parchment.',
        'Check the temperature; hold no longer than 2 hours.',
      ),
  },
  {
    name: 'Butter Croissant (bake-off)',
    type: 'hot-food-prep',
    content: steps(
      'Proof at room temperature 2 hours.',
      'Egg wash.',
      'Bake at 375 °F for 18 minutes until deep golden.',
      'Cool 15 minutes before the case.',
    ),
  },
];

/** A store doing its own thing: store 102 (Hawthorne) makes its oat latte with house-made oat milk. */
const STORE_VARIANT: DemoRecipe = {
  name: 'Oat Milk Latte (Hawthorne house oat milk)',
  type: 'espresso-bar',
  content:
    `<p>Hawthorne blends its own oat milk each morning (see the batch card in the back room).</p>` +
    steps(
      'Shake the house oat milk well; it separates.',
      'Steam to 130 °F — it scorches sooner than the carton oat milk.',
      'Pour at once.',
    ),
};

const DEMO_SCHEMATICS: [string, [string, string]][] = [
  ['Bar layout', ['bar-layout.svg', BAR_LAYOUT_ART]],
  ['Espresso machine daily clean', ['espresso-machine-daily-clean.svg', ESPRESSO_CLEAN_ART]],
  ['Pastry case', ['pastry-case.svg', PASTRY_CASE_ART]],
];

const ANNOUNCEMENT =
  '<p><strong>Fall menu launches Monday.</strong> Pumpkin spice and maple oat are back at every store. ' +
  'Syrups arrive Friday; please count them into your waste log.</p>' +
  '<ul><li>New recipe cards are in Recipes → Espresso Bar.</li><li>Tasting for all staff: Sunday 3 pm at Pearl District.</li></ul>';

/**
 * The demo chain's content: Home's announcement and promotion card, the promotion page, three
 * schematics and the recipe book (with one store variant). Illustrations go through the media
 * pipeline's checks like any upload; without a media configuration they are left out.
 */
export async function seedContent(db: Db, mediaConfig?: MediaConfig): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(recipes);
  if (n > 0) return;
  const [hawthorne] = await db.select({ id: stores.id }).from(stores).where(eq(stores.number, '102'));

  const attach = async (tx: Db, ownerType: string, ownerId: number, [filename, text]: [string, string]) => {
    if (!mediaConfig) return;
    const file = `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
    const upload = await acceptUpload(mediaConfig, { file, filename }, ['svg']);
    await attachMedia(mediaConfig, tx, upload, { ownerType, ownerId, storeId: null, userId: 0 });
  };

  await db.transaction(async (tx) => {
    await tx.insert(dashboard).values({
      id: 1,
      announcement: ANNOUNCEMENT,
      title: 'Cold Brew Season',
      description: 'Buy one cold brew, get the second half off — every store, all month.',
    });
    await attach(tx, DASHBOARD_MEDIA_OWNER, 1, ['cold-brew-season.svg', PROMOTION_ART]);
    await tx.insert(promotion).values({
      id: 1,
      title: 'Cold Brew Season',
      description:
        '<p><strong>Buy one cold brew, get the second half off.</strong> Every store, every day this month.</p>' +
        '<ul><li>Any size of Cold Brew on Tap or Iced Oat Shaken Espresso.</li>' +
        '<li>Ring the second drink with the <em>BOGO50</em> key.</li>' +
        '<li>Not combinable with the loyalty free drink.</li></ul>',
    });
    await attach(tx, PROMOTION_MEDIA_OWNER, 1, ['cold-brew-season.svg', PROMOTION_ART]);

    for (const [i, [name, art]] of DEMO_SCHEMATICS.entries()) {
      const [row] = await tx
        .insert(schematics)
        .values({ name, sortOrder: i + 1 })
        .returning({ id: schematics.id });
      await attach(tx, SCHEMATIC_MEDIA_OWNER, row!.id, art);
    }

    const position = new Map<string, number>();
    const add = async (recipe: DemoRecipe, storeId: number | null) => {
      const key = `${recipe.type}:${storeId ?? 'global'}`;
      const sortOrder = (position.get(key) ?? 0) + 1;
      position.set(key, sortOrder);
      const [row] = await tx
        .insert(recipes)
        .values({ name: recipe.name, type: recipe.type, content: recipe.content, storeId, sortOrder })
        .returning({ id: recipes.id });
      if (recipe.art) await attach(tx, RECIPE_MEDIA_OWNER, row!.id, recipe.art);
    };
    for (const recipe of DEMO_RECIPES) await add(recipe, null);
    if (hawthorne) await add(STORE_VARIANT, hawthorne.id);
  });
}
