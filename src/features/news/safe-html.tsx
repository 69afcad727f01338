// Stored HTML shown in the back-office: sanitised again in the browser (DOMPurify), whatever the
// server did, so a row written by another client cannot run script here.
import DOMPurify from 'dompurify';

export function SafeHtml({ html }: { html: string }) {
  return <div className="news-html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
