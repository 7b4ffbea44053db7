import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text editor's own vocabulary (bold, italic, underline, strike, lists, links). Anything
 * else is stripped on write, so stored HTML can be rendered as is: scripts, styles, event
 * handlers, images and javascript: links never survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Older editors and pasted content use the presentational tags; keep their meaning.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    div: 'p',
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href ? { href } : {}),
        ...(target === '_blank' ? { target } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
