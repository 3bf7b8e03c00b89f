declare module 'virtual:chat-knowledge' {
  /** The passages of the site's content modules and the curated topics, built at build time. */
  const knowledge: import('./passages.ts').ChatKnowledge;
  export default knowledge;
}
