import { boardMetadata, renderBoardPage, type BoardPageProps } from '../board-page';

export function generateMetadata({ params }: BoardPageProps) {
  return boardMetadata(params, 'salidas');
}

export default function DeparturesPage(props: BoardPageProps) {
  return renderBoardPage(props, 'salidas');
}
