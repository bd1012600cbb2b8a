// The document shell lives in components/document/ (its loader and script policy beside it).
export { default } from '@/components/document/starlit-document';
