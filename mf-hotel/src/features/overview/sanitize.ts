import DOMPurify from 'dompurify';

/** What the content team's overview may use: paragraphs, lists, sub-headings, emphasis and links. */
const allowedTags = ['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'];
const allowedAttributes = ['href'];
/** Links go to web pages, mail or phone only. */
const allowedUris = /^(?:https?:|mailto:|tel:)/i;

// An instance of its own, so its hook never touches another user of DOMPurify on the page.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The hotel overview HTML of the content API made safe to render (issue 6: sanitized before it is rendered). */
export function sanitizeOverview(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUris,
    KEEP_CONTENT: true,
  });
}
