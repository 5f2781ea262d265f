import type { Provider } from '@nestjs/common';
import { documentsDir, FileSystemDocumentStorage, type DocumentStorage } from '@asiguro/documents';
import { APP_CONFIG, dataDir, type Env } from '@asiguro/platform';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

export const documentStorageProvider: Provider = {
  provide: DOCUMENT_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: Env): DocumentStorage => new FileSystemDocumentStorage(documentsDir(dataDir(config))),
};
