import type { RequestHandler } from 'express';
import type multer from 'multer';
import { AppError } from '../shared/app-error';

type Multer = typeof multer;
let multerLoading: Promise<Multer> | undefined;

/** multer (busboy, mime types) loads with the first multipart request, not at start. */
function loadMulter(): Promise<Multer> {
  multerLoading ??= import('multer').then((module) => module.default);
  return multerLoading;
}

/**
 * Accepts one multipart file field (in memory, size-limited before anything is decoded) plus
 * plain fields, or a JSON body when the request is not multipart. Oversized files are a 413
 * with `tooLargeMessage`; other multipart abuse is a 400.
 */
export function singleFileUpload(field: string, maxBytes: number, tooLargeMessage?: string): RequestHandler {
  return fileUpload((m) => m.memoryStorage(), field, maxBytes, tooLargeMessage);
}

/**
 * The same for a file too large to hold in memory (a release bundle): written as it arrives into
 * a folder `dir()` names, under a random name; the handler removes it.
 */
export function diskFileUpload(field: string, maxBytes: number, dir: () => string, tooLargeMessage?: string): RequestHandler {
  return fileUpload(
    (m) => m.diskStorage({ destination: (_req, _file, done) => done(null, dir()) }),
    field,
    maxBytes,
    tooLargeMessage,
  );
}

function fileUpload(
  storage: (m: Multer) => multer.StorageEngine,
  field: string,
  maxBytes: number,
  tooLargeMessage?: string,
): RequestHandler {
  let loaded: Promise<{ parser: RequestHandler; MulterError: Multer['MulterError'] }> | undefined;
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    loaded ??= loadMulter().then((m) => ({
      parser: m({
        storage: storage(m),
        limits: { fileSize: maxBytes, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 45, headerPairs: 100 },
      }).single(field),
      MulterError: m.MulterError,
    }));
    loaded
      .then(({ parser, MulterError }) => {
        parser(req, res, (error: unknown) => {
          if (!error) return next();
          if (error instanceof MulterError) {
            if (error.code === 'LIMIT_FILE_SIZE') {
              return next(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage ? { message: tooLargeMessage } : {}));
            }
            return next(new AppError('VALIDATION', { extras: { issues: [{ path: error.field ?? '', message: error.code }] } }));
          }
          next(new AppError('VALIDATION', { cause: error }));
        });
      })
      .catch(next);
  };
}
