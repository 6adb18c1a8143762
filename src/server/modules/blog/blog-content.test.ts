import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCategoryKeys } from '../../../shared/blog';
import { blogContentDir, loadBlog, readingMinutes } from './load-blog';

const blog = loadBlog();
const wordsOf = (slug: string) => {
  const text = readFileSync(join(blogContentDir(), `${slug}.md`), 'utf8').split(/^---$/m)[2] ?? '';
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
};

describe('the blog content (content/blog)', () => {
  it('has at least six articles, one of them featured, with unique slugs', () => {
    expect(blog.articles.length).toBeGreaterThanOrEqual(6);
    expect(blog.articles.filter((a) => a.featured)).toHaveLength(1);
    expect(new Set(blog.articles.map((a) => a.slug)).size).toBe(blog.articles.length);
    expect(new Set(blog.articles.map((a) => a.title)).size).toBe(blog.articles.length);
  });

  it('covers every category of the filter buttons', () => {
    expect(new Set(blog.articles.map((a) => a.category))).toEqual(new Set(blogCategoryKeys));
  });

  it('has articles of 600–1000 words, dated up to today, newest first', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const a of blog.articles) {
      expect(wordsOf(a.slug), a.slug).toBeGreaterThanOrEqual(600);
      expect(wordsOf(a.slug), a.slug).toBeLessThanOrEqual(1000);
      expect(a.date <= today, a.slug).toBe(true);
      expect(a.readingMinutes, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.html, a.slug).toContain('<h2');
    }
    const dates = blog.articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('labels the "Casos de éxito" example as illustrative', () => {
    for (const a of blog.articles.filter((x) => x.category === 'casos-de-exito')) {
      expect(a.title.toLowerCase()).toContain('ilustrativo');
      expect(a.html).toContain('ficticias');
    }
  });
});

describe('loadBlog', () => {
  const article = (fields: Record<string, string>, body = '## Hola\n\nTexto del artículo.') =>
    `---\n${Object.entries(fields)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\n---\n${body}\n`;
  const valid = {
    title: 'Un artículo de prueba válido',
    excerpt: 'Un resumen de prueba lo bastante largo para pasar la validación del esquema del blog.',
    author: 'Equipo Escaparate',
    date: '2026-01-15',
    category: 'marketing',
    featured: 'true',
    cover: 'qr',
  };
  const dirWith = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('refuses an article with a broken front matter, naming the file and the field', () => {
    const dir = dirWith({ 'roto.md': article({ ...valid, category: 'deportes' }) });
    expect(() => loadBlog(dir)).toThrow(/roto\.md: category/);
  });

  it('refuses a missing field, an unknown field and a bad date', () => {
    const { author: _author, ...noAuthor } = valid;
    expect(() => loadBlog(dirWith({ 'a.md': article(noAuthor) }))).toThrow(/a\.md: author/);
    expect(() => loadBlog(dirWith({ 'a.md': article({ ...valid, image: 'x.jpg' }) }))).toThrow(/a\.md/);
    expect(() => loadBlog(dirWith({ 'a.md': article({ ...valid, date: '2026-13-01' }) }))).toThrow(/date/);
  });

  it('refuses a file name that is not a slug, and two featured articles', () => {
    expect(() => loadBlog(dirWith({ 'Mal Nombre.md': article(valid) }))).toThrow(/slug/);
    const two = dirWith({ 'a.md': article(valid), 'b.md': article(valid) });
    expect(() => loadBlog(two)).toThrow(/exactly one article must be featured \(found 2\)/);
  });

  it('renders the body as safe HTML and counts reading time', () => {
    const dir = dirWith({ 'a.md': article(valid, '## Título\n\n<script>alert(1)</script>') });
    const [a] = loadBlog(dir).articles;
    expect(a?.html).toContain('<h2>Título</h2>');
    expect(a?.html).not.toContain('<script>');
    expect(readingMinutes('palabra '.repeat(401))).toBe(3);
  });
});
