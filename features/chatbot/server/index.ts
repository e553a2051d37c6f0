import 'server-only';

/** What route handlers use from the chatbot feature. */
export { answerQuestion } from './answer';
