export { DemoLanding } from './components/demo-landing';
