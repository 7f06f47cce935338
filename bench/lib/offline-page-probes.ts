/**
 * Functions run INSIDE the page with page.evaluate: each is serialised on its own, so none may
 * call another or anything imported. They write what src/client/offline/drafts.ts writes (the
 * Dexie database `portal-offline`, tables drafts and files, files as ArrayBuffers) through the
 * raw IndexedDB API, so the figure is the browser's storage cost, not Dexie's wrapper (a few
 * hundred microseconds more in the app).
 */

export interface DraftTimings {
  /** Milliseconds per draft-values save, one per repetition. */
  valueSaves: number[];
}

/** Times `repetitions` saves of a whole birth form's values, each its own readwrite transaction. */
export async function timeDraftValueSaves(repetitions: number): Promise<DraftTimings> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('portal-offline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
  if (!db.objectStoreNames.contains('drafts')) throw new Error('portal-offline has no drafts table: the offline layer did not open it');
  const values: Record<string, string> = {};
  for (let i = 0; i < 20; i += 1) values[`field${i}`] = `value of field ${i} typed by a citizen`;
  const valueSaves: number[] = [];
  for (let i = 0; i < repetitions; i += 1) {
    values.field0 = `keystroke ${i}`;
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('drafts', 'readwrite');
      transaction.objectStore('drafts').put({ id: 'device:bench|certificate:birth', owner: 'device:bench', form: 'certificate:birth', values, updatedAt: Date.now() });
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('draft save failed'));
    });
    valueSaves.push(performance.now() - started);
  }
  db.close();
  return { valueSaves };
}

export interface FileTimings {
  saveMs: number;
  restoreMs: number;
  restoredFiles: number;
  restoredBytes: number;
}

/**
 * Saves a draft with `count` files of `bytes` each (bytes read with arrayBuffer() before the
 * transaction, as saveDraftFiles does; the draft row and the files in one transaction), then
 * restores it as loadDraft does (the draft row and its files by the parent index).
 */
export async function timeDraftFiles(args: { count: number; bytes: number; tag: string }): Promise<FileTimings> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('portal-offline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
  const files: File[] = [];
  for (let i = 0; i < args.count; i += 1) {
    const data = new Uint8Array(args.bytes);
    // Random-looking bytes: a photo does not compress, and zeros could be stored cheaper.
    for (let offset = 0; offset < data.length; offset += 65_536) crypto.getRandomValues(data.subarray(offset, Math.min(offset + 65_536, data.length)));
    files.push(new File([data], `proof-${i}.jpg`, { type: 'image/jpeg' }));
  }
  const draftId = `device:bench|certificate:${args.tag}`;
  const parent = `draft:${draftId}`;

  const saveStarted = performance.now();
  const buffers = await Promise.all(files.map((file) => file.arrayBuffer()));
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(['drafts', 'files'], 'readwrite');
    transaction.objectStore('drafts').put({ id: draftId, owner: 'device:bench', form: `certificate:${args.tag}`, values: {}, updatedAt: Date.now() });
    const store = transaction.objectStore('files');
    files.forEach((file, position) => {
      store.put({ id: `${parent}:${position}`, parent, field: 'proofs', position, name: file.name, type: file.type, size: file.size, lastModified: file.lastModified, data: buffers[position] });
    });
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('file save failed'));
  });
  const saveMs = performance.now() - saveStarted;

  const restoreStarted = performance.now();
  const restored = await new Promise<{ size: number; data: ArrayBuffer }[]>((resolve, reject) => {
    const transaction = db.transaction(['drafts', 'files'], 'readonly');
    transaction.objectStore('drafts').get(draftId);
    const request = transaction.objectStore('files').index('parent').getAll(parent);
    transaction.oncomplete = () => resolve(request.result as { size: number; data: ArrayBuffer }[]);
    transaction.onerror = () => reject(transaction.error ?? new Error('restore failed'));
  });
  // The form lists File objects again: building them is part of restoring.
  const rebuilt = restored.map((row, i) => new File([row.data], `proof-${i}.jpg`, { type: 'image/jpeg' }));
  const restoreMs = performance.now() - restoreStarted;
  db.close();
  return { saveMs, restoreMs, restoredFiles: rebuilt.length, restoredBytes: rebuilt.reduce((sum, file) => sum + file.size, 0) };
}

export interface CompressionFigures {
  originalBytes: number;
  compressedBytes: number;
  width: number;
  height: number;
  ms: number;
}

/**
 * A phone-like 4000×3000 photo (gradients, shapes and per-pixel noise, JPEG quality 0.95), then
 * what compress-image.ts does: at most 1600 px on the long side, JPEG quality 0.8.
 */
export async function timePhotoCompression(args: { maxSide: number; quality: number }): Promise<CompressionFigures> {
  const width = 4000;
  const height = 3000;
  const source = new OffscreenCanvas(width, height);
  const context = source.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#6a8caf');
  gradient.addColorStop(0.5, '#d9c29a');
  gradient.addColorStop(1, '#3f5e3a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  // A fixed pseudo-random sequence (the same photo every run). No named inner function: tsx
  // wraps those in a __name() helper that does not exist in the page.
  const randoms = new Float64Array(65_537);
  let seed = 12_345;
  for (let i = 0; i < randoms.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    randoms[i] = seed / 2_147_483_648;
  }
  let next = 0;
  for (let i = 0; i < 400; i += 1) {
    context.fillStyle = `hsla(${Math.floor((randoms[next++ % randoms.length] ?? 0) * 360)}, 50%, ${30 + Math.floor((randoms[next++ % randoms.length] ?? 0) * 50)}%, 0.5)`;
    context.beginPath();
    context.arc((randoms[next++ % randoms.length] ?? 0) * width, (randoms[next++ % randoms.length] ?? 0) * height, 20 + (randoms[next++ % randoms.length] ?? 0) * 300, 0, Math.PI * 2);
    context.fill();
  }
  // Sensor noise: what makes a real photo's JPEG big.
  const image = context.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const noise = ((randoms[next++ % randoms.length] ?? 0) - 0.5) * 20;
    image.data[i] = (image.data[i] ?? 0) + noise;
    image.data[i + 1] = (image.data[i + 1] ?? 0) + noise;
    image.data[i + 2] = (image.data[i + 2] ?? 0) + noise;
  }
  context.putImageData(image, 0, 0);
  const original = await source.convertToBlob({ type: 'image/jpeg', quality: 0.95 });

  const started = performance.now();
  const bitmap = await createImageBitmap(original, { imageOrientation: 'from-image' });
  const scale = Math.min(1, args.maxSide / Math.max(bitmap.width, bitmap.height));
  const target = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const targetContext = target.getContext('2d');
  if (!targetContext) throw new Error('no 2d context');
  targetContext.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  const compressed = await target.convertToBlob({ type: 'image/jpeg', quality: args.quality });
  const ms = performance.now() - started;
  return { originalBytes: original.size, compressedBytes: compressed.size, width: target.width, height: target.height, ms };
}
