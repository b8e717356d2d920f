import Markdown, { type Components } from 'react-markdown';

/** Every link in a post opens in a new tab; the page's only h1 is the post title. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

export function MarkdownContent({ content }: { content: string }) {
  return (
    <div className="prose prose-invert max-w-none prose-headings:font-[family-name:var(--font-display)] prose-a:text-brand prose-code:text-accent prose-code:before:content-none prose-code:after:content-none prose-code:[overflow-wrap:anywhere] prose-pre:max-w-full prose-pre:overflow-x-auto prose-blockquote:border-brand prose-blockquote:not-italic [&_blockquote_p]:before:content-none [&_blockquote_p]:after:content-none">
      <Markdown components={components}>{content}</Markdown>
    </div>
  );
}
