/** The decal engine: filled by the engine issue. */
export const DECAL_ENGINE_VERSION = 0;
