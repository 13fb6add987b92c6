// One step of the app's start (src/main.tsx): evaluates the message formatter's chunk (react-intl
// and FormatJS) in a task of its own.
export { IntlProvider } from 'react-intl';
