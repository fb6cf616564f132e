/** SPEC.md §5: every delete asks for the browser's confirmation with the text 'Are you sure'. */
export function confirmDelete(): boolean {
  return window.confirm('Are you sure');
}
