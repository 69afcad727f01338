// Rich text from the editors is stored only after sanitize-html has kept the formatting tags and
// dropped everything that runs (scripts, event handlers, javascript: URLs, styles, iframes).
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'video', 'source', 'h1', 'h2', 's', 'u', 'mark'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    source: ['src', 'type'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Relative URLs stay (uploaded materials are served from this server).
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitiseHtml = (html: string): string => sanitizeHtml(html, options);
