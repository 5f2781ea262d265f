import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider's storage, in memory: the sandbox's sessions, codes and tokens live as long as
 * the process, like everything else the sandbox plays. One store per model name.
 */
export function memoryAdapter(): new (name: string) => Adapter {
  const stores = new Map<string, Map<string, Entry>>();
  const storeOf = (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    return store;
  };

  return class MemoryAdapter implements Adapter {
    private readonly store: Map<string, Entry>;

    constructor(name: string) {
      this.store = storeOf(name);
    }

    private live(id: string): Entry | undefined {
      const entry = this.store.get(id);
      if (entry && entry.expiresAt <= Date.now()) {
        this.store.delete(id);
        return undefined;
      }
      return entry;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.MAX_SAFE_INTEGER });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.live(id)?.payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.find(id);
      return undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      for (const [id, entry] of this.store) if (entry.payload.userCode === userCode) return this.find(id);
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const entry = this.live(id);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      this.store.delete(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
    }
  };
}
