import document from '../document.json';

// The document's CSS and body as one static string each: React hydrates two elements, whatever the page holds.
export default function DocumentPage() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: document.css }} />
      <div dangerouslySetInnerHTML={{ __html: document.body }} />
    </>
  );
}
