/** Given and family names in several scripts, so lists, sorting, CSV and right-to-left show real text. */
export const NAME_SETS: { given: string[]; family: string[]; join: (g: string, f: string) => string }[] = [
  {
    given: ['Anna', 'Lukas', 'Marta', 'João', 'Élodie', 'Piotr', 'Zoë', 'Mateo', 'Ivana', 'Søren', 'Chloé', 'Andrés'],
    family: ['Novak', 'Silva', 'Müller', 'García', 'Dubois', 'Kowalski', 'Rossi', 'Horvat', 'Popescu', 'Jensen'],
    join: (g, f) => `${g} ${f}`,
  },
  {
    given: ['Иван', 'Ольга', 'Дмитрий', 'Наталья', 'Сергей', 'Анна'],
    family: ['Петров', 'Смирнова', 'Козлов', 'Волкова', 'Орлов'],
    join: (g, f) => `${g} ${f}`,
  },
  {
    given: ['محمد', 'فاطمة', 'علي', 'مريم', 'يوسف', 'ليلى'],
    family: ['الأحمد', 'حسن', 'خليل', 'النجار', 'سعيد'],
    join: (g, f) => `${g} ${f}`,
  },
  { given: ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋'], family: ['王', '李', '张', '刘', '陈', '杨'], join: (g, f) => `${f}${g}` },
  {
    given: ['Γιώργος', 'Μαρία', 'Νίκος', 'Ελένη', 'Κώστας'],
    family: ['Παπαδόπουλος', 'Οικονόμου', 'Γεωργίου', 'Νικολάου'],
    join: (g, f) => `${g} ${f}`,
  },
  { given: ['สมชาย', 'สุดา', 'วิชัย', 'มาลี', 'ประเสริฐ'], family: ['ใจดี', 'สุขสันต์', 'ทองดี', 'ศรีสุข'], join: (g, f) => `${g} ${f}` },
  { given: ['דוד', 'שרה', 'יוסי', 'רחל'], family: ['כהן', 'לוי', 'מזרחי'], join: (g, f) => `${g} ${f}` },
  { given: ['Budi', 'Siti', 'Agus', 'Dewi'], family: ['Santoso', 'Wijaya', 'Halim'], join: (g, f) => `${g} ${f}` },
];
