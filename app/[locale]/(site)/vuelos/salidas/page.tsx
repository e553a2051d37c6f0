import { boardMetadata, renderBoardPage, type BoardPageProps } from '../board-page';

export const generateMetadata = boardMetadata('salidas');

export default function DeparturesPage(props: BoardPageProps) {
  return renderBoardPage(props, 'salidas');
}
