import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { factActionDisplayText } from '@shared-schema';
import { canSend } from './builder-state';

export interface ChatItem {
  key: string;
  role: 'user' | 'assistant';
  content: string;
}

interface Props {
  messages: ChatItem[];
  pending: boolean;
  onSend: (text: string) => Promise<void>;
  /** Why the input is closed (e.g. a finalized contract), or null. */
  closedReason?: string | null;
  footer?: ReactNode;
  emptyHint?: string;
  /** Shown after the last message: the editor of a fact whose answer could not be read. */
  inline?: ReactNode;
}

/** The conversation with the assistant: trimmed input, blank never sent, nothing sent while a request is pending. */
export function ChatPanel({
  messages,
  pending,
  onSend,
  closedReason = null,
  footer,
  emptyHint,
  inline,
}: Props) {
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const sendable = canSend(text, pending) && !closedReason;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    const message = text.trim();
    setText('');
    void onSend(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Card className="shadow-sm flex-grow-1">
      <Card.Header className="fw-semibold">Chat with the assistant</Card.Header>
      <div
        ref={listRef}
        className="card-body overflow-auto d-flex flex-column gap-2"
        style={{ minHeight: 280, maxHeight: '60vh' }}
        // A log (new messages are announced politely) that scrolls: focusable, so a keyboard can scroll it too.
        role="log"
        tabIndex={0}
        aria-live="polite"
        aria-label="Conversation"
      >
        {messages.length === 0 && emptyHint ? (
          <p className="text-body-secondary small mb-0">{emptyHint}</p>
        ) : null}
        {messages.map((message) => (
          <div
            key={message.key}
            className={`rounded-3 px-3 py-2 ${message.role === 'user' ? 'align-self-end text-bg-primary' : 'align-self-start bg-body-tertiary'}`}
            style={{ maxWidth: '85%', whiteSpace: 'pre-wrap' }}
            data-role={message.role}
          >
            <span className="visually-hidden">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
            {/* A Details-panel change shows as its sentence, without the tail the engine reads. */}
            {factActionDisplayText(message.content)}
          </div>
        ))}
        {inline}
        {pending ? (
          <div
            className="align-self-start text-body-secondary small d-flex align-items-center gap-2"
            role="status"
          >
            <Spinner animation="grow" size="sm" aria-hidden="true" /> Assistant is typing…
          </div>
        ) : null}
      </div>
      <Card.Footer className="bg-body">
        {closedReason ? (
          <p className="small text-body-secondary mb-0">{closedReason}</p>
        ) : (
          <Form onSubmit={send} className="d-flex gap-2 align-items-end" aria-label="Send a message">
            <Form.Control
              as="textarea"
              rows={2}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Describe your contract or answer the question…"
              aria-label="Message"
              maxLength={10_000}
            />
            <Button type="submit" disabled={!sendable}>
              Send
            </Button>
          </Form>
        )}
        {footer ? <div className="small text-body-secondary mt-2">{footer}</div> : null}
      </Card.Footer>
    </Card>
  );
}
