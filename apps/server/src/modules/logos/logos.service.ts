import type { LogoImage } from '@decalforge/decal-engine';
import { LOGO_MAX_BYTES, LOGO_UPLOADS_PER_DAY, MESSAGES, type LogoSetting, type LogoUploadResponse } from '@decalforge/shared';
import { nowIso } from '../../db/database';
import { AppError, badRequest, notFound, tooManyRequests } from '../../http/errors';
import type { SessionUser } from '../../http/access';
import { newId } from '../../lib/ids';
import { BUCKETS, type Storage } from '../../storage/storage';
import { decodeRgba } from '../../lib/rgba';
import { detectLogoType, LogoImageError, toStoredPng } from './logo-image';
import type { LogoRow, LogosRepository } from './logos.repository';

export interface LogosDeps {
  repo: LogosRepository;
  storage: Storage;
  /** Uploads per user per UTC day (LOGO_UPLOADS_PER_DAY). */
  perDay?: number;
}

const DAY_MS = 86_400_000;

function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const tooLarge = () => new AppError(413, MESSAGES.create.logoSize);

/**
 * Logo Upload rules (docs/product-rules.md, Logo): PNG, JPEG or SVG by content, at most
 * LOGO_MAX_BYTES (413), stored as a PNG of at most LOGO_MAX_SIDE (SVG sanitised and rasterised,
 * never stored or served as SVG), LOGO_UPLOADS_PER_DAY per user per UTC day (429), visible to
 * their owner only (404 for anyone else).
 */
/** How many decoded logos a process keeps (the last ones used). */
const DECODED_LOGOS_KEPT = 4;

export function createLogosService(deps: LogosDeps) {
  const perDay = deps.perDay ?? LOGO_UPLOADS_PER_DAY;

  /*
   * Decoded logos by owner and id. A stored logo never changes (each upload is a new id), and the
   * renders of one package ("all bodies") ask for the same logo at once: they share one read and
   * one decode (up to 4 MB of RGBA) instead of each doing their own. Requests are sent to the
   * render pool by copy, so the shared pixels are never handed over.
   */
  const decoded = new Map<string, Promise<Omit<LogoImage, 'scale'> | null>>();
  function decodedLogo(userId: string, id: string): Promise<Omit<LogoImage, 'scale'> | null> {
    const key = `${userId}:${id}`;
    let pixels = decoded.get(key);
    if (!pixels) {
      pixels = (async () => {
        const row = await deps.repo.findOwned(id, userId);
        const png = row ? await deps.storage.get(BUCKETS.logos, row.storage_key) : null;
        return png ? decodeRgba(png) : null;
      })();
      if (decoded.size >= DECODED_LOGOS_KEPT) decoded.delete(decoded.keys().next().value as string);
      decoded.set(key, pixels);
      // a failure or a missing logo is not remembered
      pixels.then(
        (p) => {
          if (!p) decoded.delete(key);
        },
        () => decoded.delete(key),
      );
    }
    return pixels;
  }

  async function owned(user: Pick<SessionUser, 'id'>, id: string): Promise<LogoRow> {
    const row = await deps.repo.findOwned(id, user.id);
    if (!row) throw notFound(MESSAGES.create.logoNotFound);
    return row;
  }

  return {
    async upload(user: SessionUser, bytes: Buffer, now = new Date()): Promise<LogoUploadResponse> {
      if (bytes.length > LOGO_MAX_BYTES) throw tooLarge();
      const type = detectLogoType(bytes);
      if (!type) throw badRequest(MESSAGES.create.logoType);
      let image;
      try {
        image = await toStoredPng(bytes, type);
      } catch (err) {
        if (err instanceof LogoImageError && err.reason === 'pixels')
          throw badRequest('This image has too many pixels. Please upload a smaller one.');
        throw badRequest(MESSAGES.create.logoType);
      }
      const id = newId();
      const key = `${user.id}/${id}.png`;
      await deps.storage.put(BUCKETS.logos, key, image.png, 'image/png');
      const dayStart = utcDayStart(now);
      const row: LogoRow = {
        id,
        user_id: user.id,
        storage_key: key,
        source_type: type,
        width: image.width,
        height: image.height,
        byte_size: image.png.length,
        created_at: nowIso(),
      };
      if (!(await deps.repo.insertCapped(row, perDay, dayStart.toISOString()))) {
        await deps.storage.delete(BUCKETS.logos, key);
        throw tooManyRequests(MESSAGES.create.logoLimit(perDay), (dayStart.getTime() + DAY_MS - now.getTime()) / 1000);
      }
      return { id, width: image.width, height: image.height, contentType: type };
    },

    /** The stored PNG (owner only). */
    async image(user: SessionUser, id: string): Promise<Buffer> {
      const row = await owned(user, id);
      const png = await deps.storage.get(BUCKETS.logos, row.storage_key);
      if (!png) throw notFound(MESSAGES.create.logoNotFound);
      return png;
    },

    /** 404 unless the logo exists and is the user's (a generate request naming it). */
    async assertOwned(user: SessionUser, id: string): Promise<void> {
      await owned(user, id);
    },

    /** The logo's pixels for a render of a job recorded with it; null when it is gone. */
    async pixelsFor(userId: string, logo: LogoSetting): Promise<LogoImage | null> {
      const pixels = await decodedLogo(userId, logo.id);
      return pixels && { ...pixels, scale: logo.scale };
    },
  };
}

export type LogosService = ReturnType<typeof createLogosService>;
