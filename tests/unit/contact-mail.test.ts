import { describe, expect, test } from 'vitest';
import { escapeHtml, renderShopNotification, renderVisitorConfirmation } from '../../src/server/mail.ts';

const settings = {
  from: 'Schlafmanufaktur Mustermann <website@schlafmanufaktur.example>',
  shopTo: 'info@schlafmanufaktur.example',
  siteUrl: 'https://www.schlafmanufaktur.example',
};
const enquiry = {
  firstName: '<img src=x onerror=alert(1)>',
  lastName: 'O\'Brien & "Söhne"',
  email: 'kunde@example.de',
  phone: '',
  interest: 'Wasserbett' as const,
  message: '<script>alert("x")</script>\nZweite Zeile',
  createdAt: new Date('2026-03-01T09:15:00Z'),
};

describe('enquiry mails', () => {
  test('escapeHtml covers the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('the shop notification carries every field, escaped in HTML, and replies to the visitor', () => {
    const mail = renderShopNotification(enquiry, 'abc', settings);
    expect(mail.messageId).toBe('<abc@www.schlafmanufaktur.example>');
    expect(mail.to).toBe('info@schlafmanufaktur.example');
    expect(JSON.parse(mail.replyTo!)).toEqual({
      name: `${enquiry.firstName} ${enquiry.lastName}`,
      address: 'kunde@example.de',
    });
    expect(mail.subject).toBe(`Neue Anfrage: Wasserbett – ${enquiry.firstName} ${enquiry.lastName}`);
    for (const text of [
      'kunde@example.de',
      'Wasserbett',
      'Telefon: –',
      'Sonntag, 1. März 2026 um 10:15',
      enquiry.message,
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('O&#39;Brien &amp; &quot;Söhne&quot;');
  });

  test('the visitor confirmation is short, German, to the bare address, and repeats nothing the visitor entered', () => {
    const mail = renderVisitorConfirmation(enquiry.email, 'def', settings);
    expect(JSON.parse(mail.to)).toEqual({ address: 'kunde@example.de' });
    expect(mail.replyTo).toBe('info@schlafmanufaktur.example');
    expect(mail.subject).toBe('Ihre Anfrage bei Schlafmanufaktur Mustermann');
    expect(mail.text).toContain('vielen Dank für Ihre Anfrage');
    for (const part of [mail.to, mail.subject, mail.text, mail.html]) {
      for (const entered of [enquiry.firstName, enquiry.lastName, enquiry.interest, enquiry.message]) {
        expect(part).not.toContain(entered);
      }
      expect(part).not.toContain('script');
      expect(part).not.toContain('Brien');
    }
  });
});

describe('business-letter details from the operator configuration', () => {
  test('the confirmation is signed with legal name, address, register entry and representative', () => {
    const mail = renderVisitorConfirmation(enquiry.email, 'sig', settings);
    for (const line of [
      'Schlafmanufaktur Mustermann e.K.',
      'Musterstraße 12, 57000 Musterstadt',
      'Amtsgericht Musterstadt, HRA 00000',
      'Inhaber: Max Mustermann',
    ]) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(escapeHtml(line));
    }
  });
});
