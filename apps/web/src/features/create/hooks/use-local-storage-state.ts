import { useCallback, useRef, useState, type SetStateAction } from 'react';
import type { StorageCodec } from '../utils/stored-values';

/** Reads a stored value; undefined when absent, unreadable or rejected by the codec. */
export function readStored<T>(key: string, codec: StorageCodec<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : codec.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStored<T>(key: string, value: T, codec: StorageCodec<T>): void {
  try {
    window.localStorage.setItem(key, codec.serialize(value));
  } catch {
    /* storage full or disabled: the page keeps working without persistence */
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}

/**
 * State mirrored to local storage under `key`: restored on first render, written on every change,
 * and `remove()` resets it to the default and deletes the key.
 */
export function useLocalStorageState<T>(
  key: string,
  defaultValue: T,
  codec: StorageCodec<T>,
): [T, (next: SetStateAction<T>) => void, () => void] {
  const [value, setValue] = useState<T>(() => readStored(key, codec) ?? defaultValue);
  const current = useRef(value);
  const defaults = useRef({ defaultValue, codec });
  defaults.current = { defaultValue, codec };

  const set = useCallback(
    (next: SetStateAction<T>) => {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(current.current) : next;
      current.current = resolved;
      setValue(resolved);
      writeStored(key, resolved, defaults.current.codec);
    },
    [key],
  );

  const remove = useCallback(() => {
    current.current = defaults.current.defaultValue;
    setValue(defaults.current.defaultValue);
    removeStored(key);
  }, [key]);

  return [value, set, remove];
}
