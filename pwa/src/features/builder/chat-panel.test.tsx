import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeFactAction } from '@shared-schema';
import { ChatPanel } from './chat-panel';

describe('chat panel', () => {
  it('sends trimmed text, never blank, and nothing while a request is pending', () => {
    const onSend = vi.fn(() => Promise.resolve());
    const { rerender } = render(<ChatPanel messages={[]} pending={false} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  An NDA please  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('An NDA please');
    rerender(<ChatPanel messages={[]} pending onSend={onSend} />);
    fireEvent.change(input, { target: { value: 'Another' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows the footer under the input', () => {
    render(
      <ChatPanel
        messages={[{ key: '1', role: 'assistant', content: 'Hi!' }]}
        pending={false}
        onSend={vi.fn()}
        footer="(Need more info)"
      />,
    );
    expect(screen.getByText('Hi!')).toBeInTheDocument();
    expect(screen.getByText('(Need more info)')).toBeInTheDocument();
  });

  it('shows a Details-panel change as its sentence, and an inline editor after the messages', () => {
    const content = encodeFactAction('You set the deposit to $2,000.', {
      action: 'set',
      key: 'SECURITY DEPOSIT',
      value: '$2,000',
    });
    render(
      <ChatPanel
        messages={[{ key: '1', role: 'user', content }]}
        pending={false}
        onSend={vi.fn()}
        inline={<p>Set the deposit here</p>}
      />,
    );
    const message = document.querySelector('[data-role="user"]');
    expect(message).toHaveTextContent('You set the deposit to $2,000.');
    expect(message).not.toHaveTextContent('clausecraft');
    expect(screen.getByText('Set the deposit here')).toBeInTheDocument();
  });
});
