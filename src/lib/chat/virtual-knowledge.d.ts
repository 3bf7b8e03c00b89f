declare module 'virtual:chat-knowledge' {
  const sections: import('./passages.ts').CompactSection[];
  export default sections;
}
