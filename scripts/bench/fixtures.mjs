// Camera-like photos for the bench's gallery and data set, generated with sharp (from api/'s node_modules).
// The small test files (PNG, PDF) come from test-support/fixtures.mjs.
import { apiRequire } from '../harness/api-server.mjs';

let sharpMod;
function sharp() {
  sharpMod ??= apiRequire('sharp');
  return sharpMod;
}

/** A deterministic pseudo-random generator, so every run uploads the same bytes. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/**
 * A camera-like photo: detail at every scale, as real photos have (roughly equal contrast
 * per octave), built by upscaling a small random image and adding finer noise at each
 * step, then sensor grain. At 3000×2000 and quality 93 this is a 2–3 MB file, as from a phone, and its
 * thumbnails keep texture like a real photo's instead of melting into a smooth blur.
 */
export async function photoJpeg(seed, width = 3000, height = 2000) {
  const rand = rng(seed * 7919 + 17);
  const noise = (buf, amp) => {
    for (let i = 0; i < buf.length; i++) {
      const v = buf[i] + (rand() + rand() - 1) * amp;
      buf[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    return buf;
  };
  let w = 12;
  let h = 8;
  let img = Buffer.alloc(w * h * 3);
  for (let i = 0; i < img.length; i++) img[i] = Math.floor(rand() * 256);
  for (const [nw, amp] of [
    [48, 48],
    [192, 40],
    [768, 32],
    [width, 14],
  ]) {
    const nh = nw === width ? height : Math.round((nw * height) / width);
    img = await sharp()(img, { raw: { width: w, height: h, channels: 3 } })
      .resize(nw, nh, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    noise(img, amp);
    w = nw;
    h = nh;
  }
  return sharp()(img, { raw: { width, height, channels: 3 } }).jpeg({ quality: 93 }).toBuffer();
}

/** A plain web image for news, events and albums of the throughput data set. */
export async function smallJpeg() {
  return photoJpeg(1, 1200, 800);
}
