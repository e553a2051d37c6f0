/** The assistant's strings, resolved on the server and passed to the client islands. */
export interface ChatbotLabels {
  open: string;
  title: string;
  close: string;
  greeting: string;
  label: string;
  placeholder: string;
  send: string;
  you: string;
  dora: string;
  thinking: string;
  sources: string;
  pqrs: string;
  whatsapp: string;
  error: string;
  /** Dora's WhatsApp link (the `doraWhatsapp` fact), for a failed answer's fallback. */
  whatsappUrl: string;
}
