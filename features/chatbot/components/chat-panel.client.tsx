'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { askAssistant } from '../api/ask';
import { CLOSE_BUTTON_DELAY_MS, MAX_QUESTION, PQRS_PATH } from '../constants';
import type { ChatAnswer } from '../schemas';
import type { ChatbotLabels } from './labels';
import styles from './chatbot.module.scss';

interface Message {
  from: 'user' | 'dora';
  text: string;
  answer?: ChatAnswer;
  failed?: boolean;
}

const STORAGE_KEY = 'eldorado.chatbot.v1';

function readConversation(): Message[] {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as Message[]).slice(-30) : [];
  } catch {
    return [];
  }
}

/**
 * Dora's chat panel: a non-modal region with the conversation (announced through aria-live), a
 * question field focused on open, Escape to close. The close button is added 4 s after it loads
 * (SPEC §9). The conversation stays in this browser session only.
 */
export function ChatPanel({ locale, labels, onClose }: { locale: string; labels: ChatbotLabels; onClose: () => void }) {
  const [messages, setMessages] = useState<Message[]>(readConversation);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [showClose, setShowClose] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const id = useId();

  useEffect(() => {
    inputRef.current?.focus();
    const timer = window.setTimeout(() => setShowClose(true), CLOSE_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-30)));
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy) return;
    setQuestion('');
    // Keep focus in the panel while the send button is disabled (Escape and the next question work).
    inputRef.current?.focus();
    setBusy(true);
    setMessages((list) => [...list, { from: 'user', text }]);
    try {
      const answer = await askAssistant(text, locale);
      setMessages((list) => [...list, { from: 'dora', text: answer.text, answer }]);
    } catch {
      setMessages((list) => [...list, { from: 'dora', text: labels.error, failed: true }]);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      className={styles.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <header className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {labels.title}
        </h2>
        {showClose ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={labels.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </header>
      <ol ref={listRef} className={styles.messages} aria-live="polite" aria-relevant="additions" aria-busy={busy}>
        <li className={styles.dora}>
          <span className="visually-hidden">{labels.dora}: </span>
          {labels.greeting}
        </li>
        {messages.map((message, index) => (
          <li key={index} className={message.from === 'user' ? styles.user : styles.dora}>
            <span className="visually-hidden">{message.from === 'user' ? labels.you : labels.dora}: </span>
            <p className={styles.text}>{message.text}</p>
            {message.answer?.sources.length ? (
              <div className={styles.sources}>
                <span>{labels.sources}</span>
                <ul>
                  {message.answer.sources.map((source) => (
                    <li key={source.url}>
                      <a href={source.url}>{source.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {message.answer?.kind === 'notFound' || message.failed ? (
              <ul className={styles.fallback}>
                <li>
                  <a href={message.answer?.fallback.pqrs ?? `${locale === 'es' ? '' : `/${locale}`}${PQRS_PATH}`}>
                    {labels.pqrs}
                  </a>
                </li>
                <li>
                  <a
                    href={message.answer?.fallback.whatsapp ?? labels.whatsappUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {labels.whatsapp}
                  </a>
                </li>
              </ul>
            ) : null}
          </li>
        ))}
        {busy ? <li className={styles.dora}>{labels.thinking}</li> : null}
      </ol>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {labels.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          className={styles.input}
          value={question}
          maxLength={MAX_QUESTION}
          autoComplete="off"
          placeholder={labels.placeholder}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className={styles.send} disabled={busy}>
          {labels.send}
        </button>
      </form>
    </section>
  );
}
