// @vitest-environment jsdom
import '../support/dialog-methods.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, assert, describe, expect, it } from 'vitest';
import { ChatLauncher } from '../../src/components/widgets/chat-launcher.tsx';
import { chatCopy } from '../../src/content/chat.ts';
import { chatLauncherCopy } from '../../src/content/chat-launcher.ts';

// jsdom has no ResizeObserver; the launcher's tooltip (Radix) measures itself with one on focus.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => sessionStorage.clear());

describe('chat launcher', () => {
  it('is a labelled, collapsed button before it is used', () => {
    render(<ChatLauncher />);
    const button = screen.getByRole('button', { name: chatLauncherCopy.open });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chat by keyboard, closes it with Escape and takes the focus back', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher />);
    await user.tab();
    const button = screen.getByRole('button', { name: chatLauncherCopy.open });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: chatCopy.title });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(chatLauncherCopy.close);
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('textbox', { name: chatCopy.inputLabel })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the window with a second click', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher />);
    const button = screen.getByRole('button', { name: chatLauncherCopy.open });
    await user.click(button);
    await screen.findByRole('dialog', { name: chatCopy.title });
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in the HTML opens the window shell natively, and the same element becomes the chat button', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ChatLauncher />);
    document.body.appendChild(host);
    const launcher = host.querySelector('[data-testid="chat-launcher"]');
    const shell = host.querySelector('[data-chat-shell]');
    assert(launcher && shell);
    // The browser opens the shell itself (popovertarget): frame, title, close button, loading state.
    expect(launcher.tagName).toBe('BUTTON');
    expect(launcher).toHaveAttribute('popovertarget', shell.id);
    expect(launcher).not.toHaveAttribute('aria-expanded');
    expect(launcher).toHaveAccessibleName(chatLauncherCopy.open);
    // Auto: Escape closes it and the browser gives the focus back to the launcher, with no script.
    expect(shell).toHaveAttribute('popover', 'auto');
    expect(shell).toHaveAttribute('role', 'dialog');
    expect(shell).toHaveTextContent(chatLauncherCopy.title);
    expect(shell).toHaveTextContent(chatLauncherCopy.loading);
    const close = shell.querySelector('button');
    expect(close).toHaveAttribute('popovertarget', shell.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(close).toHaveAccessibleName(chatLauncherCopy.close);
    // Where scripts never run, a link takes its place (the e2e tests check which one shows).
    const noScriptLink = host.querySelector('a');
    expect(noScriptLink).toHaveAttribute('href', '/kontakt');
    expect(noScriptLink).toHaveAccessibleName(chatLauncherCopy.contact);

    // A keyboard visitor who reached it before hydration keeps the focus on it.
    (launcher as HTMLButtonElement).focus();
    await act(async () => {
      hydrateRoot(host, <ChatLauncher />);
    });
    const button = screen.getByRole('button', { name: chatLauncherCopy.open });
    expect(button).toBe(launcher);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('popovertarget');
    // Hydrated and closed: no shell, no link.
    expect(host.querySelector('[data-chat-shell]')).toBeNull();
    expect(host.querySelectorAll('a')).toHaveLength(0);
    host.remove();
  });
});
