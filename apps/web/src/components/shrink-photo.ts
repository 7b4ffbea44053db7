import imageCompression from 'browser-image-compression';

/** The long edge a photo is shrunk to before upload: sharp on any screen, a fraction of a phone camera's bytes. */
export const PHOTO_MAX_EDGE = 2048;
export const PHOTO_QUALITY = 0.8;

/**
 * A photo as a JPEG of at most PHOTO_MAX_EDGE pixels on its long edge, at PHOTO_QUALITY, named
 * `.jpg`. Runs on the page's thread: the library's worker would load its code from a CDN, which
 * the portal's content policy (and a store without internet) does not allow. Answers the original
 * when shrinking does not make it smaller.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const shrunk = await imageCompression(file, {
    maxWidthOrHeight: PHOTO_MAX_EDGE,
    initialQuality: PHOTO_QUALITY,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
  if (shrunk.size >= file.size) return file;
  const stem = file.name.includes('.') ? file.name.slice(0, file.name.lastIndexOf('.')) : file.name;
  return new File([shrunk], `${stem || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
}
