/**
 * Long side of what the browser sends. Nothing is shown wider than 1600 px (PHOTO_WIDTHS) and the
 * staging models work at about 1 MP, so 2048 px loses nothing anyone sees, and sends 36 % fewer
 * pixels than 2560 (the upper bound): 12 phone photos over a 5 Mbit/s uplink are visible
 * within 30 s with room to spare, where 2560 px left under a second (bench:photos).
 */
export const SEND_MAX_EDGE = 2048;
/** JPEG quality of a photo made smaller in the browser. */
export const SEND_QUALITY = 0.85;

const nameAsJpeg = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}.jpg`;

/**
 * What is sent for a picked photo (issue 25 → 8): a 12-MP phone photo (4–6 MB) made a JPEG of
 * SEND_MAX_EDGE px on its long side (under 1 MB), upright (createImageBitmap applies the EXIF
 * orientation, and the canvas writes none), on white where it was transparent. A photo already
 * that small goes as it is, and so does one the browser cannot decode (HEIC in Chromium, a damaged
 * file): the server decodes or refuses it with its reason.
 */
export async function preparePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const long = Math.max(bitmap.width, bitmap.height);
    if (long <= SEND_MAX_EDGE) return file;
    const scale = SEND_MAX_EDGE / long;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: SEND_QUALITY });
    return blob.size < file.size ? new File([blob], nameAsJpeg(file.name), { type: 'image/jpeg' }) : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
