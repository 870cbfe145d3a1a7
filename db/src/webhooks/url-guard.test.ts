import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress, resolveDeliveryAddress } from './url-guard';

const production = { production: true };
const development = { production: false };

describe('the webhook URL guard', () => {
  it('takes https anywhere public, and http only to this machine outside production', () => {
    expect(checkWebhookUrl('https://hooks.example.com/x', production)).toBeNull();
    expect(checkWebhookUrl('http://127.0.0.1:3000/x', development)).toBeNull();
    expect(checkWebhookUrl('http://localhost:3000/x', development)).toBeNull();
    expect(checkWebhookUrl('http://[::1]:3000/x', development)).toBeNull();
    expect(checkWebhookUrl('http://127.0.0.1:3000/x', production)).toBe('webhooks.urlHttps');
    expect(checkWebhookUrl('http://hooks.example.com/x', development)).toBe('webhooks.urlHttps');
    expect(checkWebhookUrl('https://a:b@hooks.example.com/x', development)).toBe(
      'webhooks.urlHttps',
    );
  });

  it('refuses private, loopback and link-local addresses in production only', () => {
    for (const host of [
      '10.0.0.5',
      '172.16.9.9',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:10.0.0.1]',
      'localhost',
    ]) {
      expect(checkWebhookUrl(`https://${host}/x`, production), host).toBe('webhooks.urlPrivate');
      expect(checkWebhookUrl(`https://${host}/x`, development), host).toBeNull();
    }
    expect(checkWebhookUrl('https://93.184.216.34/x', production)).toBeNull();
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:a9fe:a9fe')).toBe(true);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });

  it('checks every address a name resolves to when delivering in production', async () => {
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.0.10', family: 4 },
    ];
    await expect(
      resolveDeliveryAddress('https://hooks.example.com/x', { ...production, resolve: mixed }),
    ).rejects.toThrow(/192\.168\.0\.10/);
    await expect(
      resolveDeliveryAddress('https://hooks.example.com/x', { ...development, resolve: mixed }),
    ).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    const loopback = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      resolveDeliveryAddress('https://rebound.example.com/x', { ...production, resolve: loopback }),
    ).rejects.toThrow(/internal address/);
    await expect(
      resolveDeliveryAddress('http://localhost:8080/x', { ...development, resolve: loopback }),
    ).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });
});
