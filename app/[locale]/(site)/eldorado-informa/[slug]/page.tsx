import { articleRoute } from '../../article-route';

const route = articleRoute('news');

export const generateMetadata = route.generateMetadata;

export default route.Page;
