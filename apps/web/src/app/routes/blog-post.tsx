import { useParams } from 'react-router';
import { BlogPostView } from '../../features/blog/components/blog-post-view';

export function Component() {
  const { id } = useParams();
  return <BlogPostView id={id} />;
}
