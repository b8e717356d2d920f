import { z } from 'zod';

/** A blog post as served in /blog-data.json (docs/product-rules.md, Blog). */
export const blogPostSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  content: z.string().min(1),
  date: z.string().optional(),
  readTime: z.string().optional(),
  excerpt: z.string().optional(),
  image: z.string().optional(),
  author: z.string().optional(),
  tags: z.array(z.string()).optional(),
  featured: z.boolean().optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
