/**
 * SMTP_URL to transport settings: the submission port and every remote host must use STARTTLS
 * (nodemailer would otherwise fall back to plain text when the server, or someone in between,
 * does not offer it); smtps:// is TLS from the start; only a relay on this machine may be plain.
 */
import { describe, expect, test } from 'vitest';
import { smtpTransportOptions } from '../../src/server/mail.ts';

const tlsOf = (url: string) => {
  const o = smtpTransportOptions(url);
  return { secure: o.secure, requireTLS: o.requireTLS, port: o.port };
};

describe('SMTP_URL', () => {
  test('a German provider on the submission port 587 must upgrade with STARTTLS', () => {
    expect(tlsOf('smtp://website%40schlafmanufaktur.de:geheim@smtp.ionos.de:587')).toEqual({
      secure: false,
      requireTLS: true,
      port: 587,
    });
    expect(tlsOf('smtp://user:pw@mail.example.de')).toEqual({ secure: false, requireTLS: true, port: 587 });
    expect(tlsOf('smtp://127.0.0.1:587').requireTLS).toBe(true);
  });

  test('any host but this machine needs STARTTLS, whatever the port', () => {
    expect(tlsOf('smtp://relay.example.de:25').requireTLS).toBe(true);
    expect(tlsOf('smtp://10.0.0.5:2525').requireTLS).toBe(true);
  });

  test('smtps:// is TLS from the first byte (465)', () => {
    expect(tlsOf('smtps://user:pw@smtp.strato.de')).toEqual({ secure: true, requireTLS: false, port: 465 });
  });

  test('a relay on the loopback interface may be plain; an explicit setting in the URL wins', () => {
    expect(tlsOf('smtp://127.0.0.1:25').requireTLS).toBe(false);
    expect(tlsOf('smtp://localhost:2525').requireTLS).toBe(false);
    expect(tlsOf('smtp://[::1]:25').requireTLS).toBe(false);
    expect(tlsOf('smtp://relay.intern:25?requireTLS=false').requireTLS).toBe(false);
    expect(tlsOf('smtp://127.0.0.1:25?requireTLS=true').requireTLS).toBe(true);
  });

  test('other schemes are refused with a clear message', () => {
    expect(() => smtpTransportOptions('http://mail.example.de')).toThrow(/smtp:\/\/ \(STARTTLS\) or smtps:\/\//);
  });
});
