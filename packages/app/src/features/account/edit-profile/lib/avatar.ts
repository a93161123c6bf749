/** Pictures a profile takes: the formats every browser decodes, at most 5 MB (the platform's upload limit). */
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** The name the picture is uploaded under (it ends its public URL). */
export const AVATAR_FILE_NAME = 'avatar.png';
/** The stored picture's side in pixels: sharp at twice the largest size the app shows it. */
export const AVATAR_SIDE = 256;

/** Why a picture is refused: not a JPEG, PNG or WebP; over 5 MB; or it could not be read as an image. */
export type AvatarProblem = 'type' | 'size' | 'unreadable';

export class AvatarRefusedError extends Error {
  override name = 'AvatarRefusedError';
  constructor(readonly problem: AvatarProblem) {
    super(`The picture was refused: ${problem}`);
  }
}

/** What is wrong with a chosen file before it is opened, or null. */
export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_AVATAR_BYTES) return 'size';
  return null;
}

/** The largest centred square of a `width` × `height` picture: where to cut it from. */
export function centredSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/**
 * The picture cropped to its centred square and scaled to {@link AVATAR_SIDE} pixels, as a PNG. Throws an
 * {@link AvatarRefusedError} for a file of the wrong type or size, or one the browser cannot decode.
 */
export async function squareAvatar(file: Blob): Promise<Blob> {
  const problem = avatarProblem(file);
  if (problem) throw new AvatarRefusedError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarRefusedError('unreadable');
  }
  const { x, y, side } = centredSquare(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarRefusedError('unreadable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, x, y, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  bitmap.close();
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new AvatarRefusedError('unreadable'))),
      'image/png',
    );
  });
}
