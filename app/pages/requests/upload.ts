/**
 * One photo's resumable upload (tus, decision 020: `/api/uploads`, metadata itemId, slot, filename,
 * filetype). Loaded by the pictures screen on first use only (a dynamic import), so that no other
 * page carries the tus client. A dropped connection is retried and resumes from the last byte the
 * server holds; an upload left half-way (a closed tab) resumes from its fingerprint.
 */
import { DetailedError, Upload } from "tus-js-client";
import { readToken } from "#app/lib/auth/api-client.ts";

export interface UploadHandlers {
  onProgress: (sent: number, total: number) => void;
  /** The connection dropped; the client waits and tries again. */
  onRetry: () => void;
  onDone: () => void;
  /** The server refused the photo (its JSON `message`, in the caller's language) or it could not be sent. */
  onFailed: (message: string, status: number | null) => void;
}

export interface PhotoUpload {
  abort: () => void;
}

/** Starts (or resumes) the upload of one file into one slot of an item. */
export function uploadPhoto(
  file: File,
  target: { itemId: string; slot: string; language: string },
  handlers: UploadHandlers,
): PhotoUpload {
  const token = readToken();
  const upload = new Upload(file, {
    endpoint: "/api/uploads",
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      "Accept-Language": target.language,
    },
    metadata: {
      itemId: target.itemId,
      slot: target.slot,
      filename: file.name,
      filetype: file.type,
    },
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    onProgress: handlers.onProgress,
    onShouldRetry: (error, _attempt, options) => {
      const status = error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
      // A refusal (4xx other than a conflict or too many requests) will not change on retry.
      const retry = status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
      if (retry && options.retryDelays) handlers.onRetry();
      return retry;
    },
    onSuccess: () => handlers.onDone(),
    onError: (error) => {
      const response = error instanceof DetailedError ? error.originalResponse : null;
      const status = response?.getStatus() ?? null;
      let message = error.message;
      try {
        const body = JSON.parse(response?.getBody() ?? "") as { message?: unknown };
        if (typeof body.message === "string" && body.message) message = body.message;
      } catch {
        // Not a JSON answer: keep the client's own description.
      }
      handlers.onFailed(message, status);
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    const last = previous[0];
    if (last) upload.resumeFromPreviousUpload(last);
    upload.start();
  });
  return { abort: () => void upload.abort() };
}
