import { mergeAttributes, Node } from '@tiptap/core';
import { YOUTUBE_BLOCK_ID, youtubeWatchUrl } from '@school/shared/contract';

/**
 * The YouTube click-to-load block (issue 32): stored as safe HTML, a figure naming the video and a link
 * to its watch page (`<figure data-youtube="id"><a href="https://www.youtube.com/watch?v=id">title</a></figure>`),
 * never a frame. The API's sanitiser keeps exactly this; the public renderer shows a play button that
 * mounts the player on a click.
 */
export const YouTubeBlock = Node.create({
  name: 'youtubeBlock',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      id: { default: '', parseHTML: (el) => el.getAttribute('data-youtube') ?? '', renderHTML: () => ({}) },
      title: { default: '', parseHTML: (el) => (el.textContent ?? '').trim(), renderHTML: () => ({}) },
    };
  },

  parseHTML() {
    return [{ tag: 'figure[data-youtube]', getAttrs: (el) => (YOUTUBE_BLOCK_ID.test(el.getAttribute('data-youtube') ?? '') ? null : false) }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const id = String(node.attrs.id);
    const title = String(node.attrs.title) || 'YouTube video';
    return ['figure', mergeAttributes(HTMLAttributes, { 'data-youtube': id }), ['a', { href: youtubeWatchUrl(id) }, title]];
  },
});
