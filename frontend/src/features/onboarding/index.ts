export { TutorialButton } from './components/tutorial-button';
