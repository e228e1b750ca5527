/** Moves one request to the device and back; answer handling lives in baseQuery. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface RawRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The request outlives the page (fetch only; uploads never ask for it). */
  keepalive?: boolean;
}

export interface RawResponse {
  status: number;
  text: string;
}

function viaFetch(req: RawRequest): Promise<RawResponse> {
  return fetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: req.signal,
    keepalive: req.keepalive,
  }).then(async (res) => ({ status: res.status, text: await res.text() }));
}

/** fetch cannot report upload progress, so uploads that ask for it go through XMLHttpRequest. */
function viaXhr(req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (req.signal.aborted) {
      reject(req.signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    // Settle on abort at once: a late load event after a timeout or cancel must not count.
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      req.signal.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => {
      settle(() => reject(req.signal.reason ?? new DOMException('Aborted', 'AbortError')));
      xhr.abort();
    };
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => req.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => settle(() => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    req.signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(req.body ?? null);
  });
}

export function send(req: RawRequest): Promise<RawResponse> {
  return req.onUploadProgress ? viaXhr(req) : viaFetch(req);
}
