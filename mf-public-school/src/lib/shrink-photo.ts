/*
 * A phone's camera photo is 4000 px wide and 5 to 10 MB: more than the 5 MB a document may weigh, and
 * far more than a passport photo or a scanned certificate needs. Every picture chosen in a public form
 * is scaled down here to 2000 px on its longest side and sent as a JPEG (issue 38, item 2), so an ordinary
 * photo always fits. The library is loaded only when a picture is picked.
 */

export const PHOTO_MAX_SIDE = 2000;
const MB = 1024 * 1024;
/** what the browsers decode on a canvas; HEIC and the rest go as they are, and the API names the problem */
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp'];

export async function shrinkPhoto(file: File, maxBytes: number): Promise<File> {
  if (!SHRINKABLE.includes(file.type)) return file;
  try {
    const { default: compress } = await import(/* webpackChunkName: "image-compression" */ 'browser-image-compression');
    const out = await compress(file, {
      maxWidthOrHeight: PHOTO_MAX_SIDE,
      // a little under the limit: the multipart envelope counts too
      maxSizeMB: (maxBytes * 0.9) / MB,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
      // its worker would load the library from a CDN, which the site never does
      useWebWorker: false,
    });
    return new File([out], `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    // a picture this browser cannot decode is sent as it is: the API says whether it is the wrong type
    return file;
  }
}
