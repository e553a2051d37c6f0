import { articleRoute } from '../../article-route';

const route = articleRoute('story');

export const generateMetadata = route.generateMetadata;

export default route.Page;
