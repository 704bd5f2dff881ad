// @koa/multer ships without types; this declares the part we use (multer's own types describe the options).
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type { Options, StorageEngine } from 'multer';

  interface KoaMulterInstance {
    single(fieldName: string): Middleware;
  }
  interface KoaMulter {
    (options?: Options): KoaMulterInstance;
    memoryStorage(): StorageEngine;
  }
  const multer: KoaMulter;
  export default multer;
}
