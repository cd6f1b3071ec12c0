// Report headers as Brazilian laboratory systems print them (real set 12, tune half, rebuilt with invented lines).
import { describe, expect, it } from "vitest";
import { makeLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";

const read = (rows: string[], language = "pt") => extractMetadata(makeLines(rows), { language });

describe("Brazilian report headers", () => {
  it("a registration statement is no lab name, and the collection unit's labelled address gives the city", () => {
    const m = read([
      "Nome : EXEMPLO DA SILVA TESTE | Código da OS : 100-20000-3000",
      "DN : 02/03/1980 | Atendimento : 10/06/2025",
      "Endereço da Unidade: Rua Fictícia 100, Sala 2 , Maringá - PR",
      "Laboratório registrado no CRM/PR sob o número 1234",
      "GLICOSE",
    ]);
    expect(m.labName).toBeNull();
    expect(m.labCity).toBe("Maringá");
  });

  it("'Sr (a)......:' labels the patient's name", () => {
    expect(read(["Sr (a)......: MARIA EXEMPLO TESTE | Idade.......: 01/02/1985 - 40 Ano(s)"]).patientName).toBe("MARIA EXEMPLO TESTE");
  });

  it("the patient's code before the name is not part of it", () => {
    expect(read(["Nome........: 123456-JOANA EXEMPLO TESTE | Entrada.....: 06/12/2025"]).patientName).toBe("JOANA EXEMPLO TESTE");
  });
});
