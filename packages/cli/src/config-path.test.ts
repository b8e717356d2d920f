import { describe, expect, it } from 'vitest';
import { configFilePath, defaultConfigDir } from './config-path';

const linux = { platform: 'linux' as const, homedir: '/home/ana', cwd: '/work' };

describe('config path', () => {
  it('uses $XDG_CONFIG_HOME/decalforge, else ~/.config/decalforge (a relative XDG_CONFIG_HOME is ignored, as the XDG Base Directory spec says)', () => {
    expect(defaultConfigDir({ ...linux, env: { XDG_CONFIG_HOME: '/xdg' } })).toBe('/xdg/decalforge');
    expect(defaultConfigDir({ ...linux, env: {} })).toBe('/home/ana/.config/decalforge');
    expect(defaultConfigDir({ ...linux, env: { XDG_CONFIG_HOME: 'relative' } })).toBe('/home/ana/.config/decalforge');
    expect(configFilePath({ ...linux, env: {} })).toBe('/home/ana/.config/decalforge/config.json');
  });

  it('uses %APPDATA%\\decalforge on Windows', () => {
    const win = { platform: 'win32' as const, homedir: 'C:\\Users\\ana', cwd: 'C:\\work' };
    expect(configFilePath({ ...win, env: { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' } })).toBe(
      'C:\\Users\\ana\\AppData\\Roaming\\decalforge\\config.json',
    );
    expect(defaultConfigDir({ ...win, env: {} })).toBe('C:\\Users\\ana\\AppData\\Roaming\\decalforge');
  });

  it('--config wins and is relative to the working directory', () => {
    expect(configFilePath({ ...linux, env: { XDG_CONFIG_HOME: '/xdg' } }, 'test/cfg.json')).toBe('/work/test/cfg.json');
    expect(configFilePath({ ...linux, env: {} }, '/tmp/c.json')).toBe('/tmp/c.json');
  });
});
