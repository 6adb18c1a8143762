import { type DragEvent, useEffect } from 'react';

/** A drag that carries files (not text or a link). */
export const hasFiles = (e: DragEvent | globalThis.DragEvent) =>
  Boolean(e.dataTransfer?.types.includes('Files'));

/** Files dropped beside a drop target would make the browser leave the app to open them. */
export function useNoStrayFileDrops() {
  useEffect(() => {
    const stop = (e: globalThis.DragEvent) => hasFiles(e) && e.preventDefault();
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);
}
